package br.com.hanamisushi.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
