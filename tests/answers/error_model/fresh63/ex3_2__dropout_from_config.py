# exercise: ex3_2
# mistake: Copies dropout=0.1 from a GPT config dict instead of the 0.0 the statement asks for, so the wrapper's outputs are random in training mode; dropout must be 0.0.
CFG = {"emb_dim": 3, "context_length": 6, "drop_rate": 0.1, "n_heads": 2}

def ex3_2(MultiHeadAttentionWrapper):
    heads = CFG["n_heads"]
    return MultiHeadAttentionWrapper(CFG["emb_dim"], 2 // heads, CFG["context_length"],
                                     CFG["drop_rate"], num_heads=heads)
