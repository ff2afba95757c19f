# exercise: ex3_2
# mistake: The learner copies dropout=0.1 from the GPT config instead of the 0.0 the statement asks, so the module in training mode drops attention weights at random.
GPT_CFG = {"drop_rate": 0.1}

def ex3_2(MultiHeadAttentionWrapper):
    B, T, C = 2, 6, 3
    H, D = 2, 1   # H heads of D features -> output (B, T, H*D) = (2, 6, 2)
    return MultiHeadAttentionWrapper(C, D, T, GPT_CFG["drop_rate"], num_heads=H)
