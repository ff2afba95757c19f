# exercise: ex3_3
# mistake: The learner takes the dropout from the GPT-2 config dict they keep in the notebook (drop_rate 0.1) instead of the dropout 0.0 the statement asks for.
GPT_CONFIG_124M = {
    "vocab_size": 50257,
    "context_length": 1024,
    "emb_dim": 768,
    "n_heads": 12,
    "n_layers": 12,
    "drop_rate": 0.1,
    "qkv_bias": False,
}

ex3_3 = lambda MultiHeadAttention, device, cfg=GPT_CONFIG_124M: MultiHeadAttention(
    cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"], cfg["drop_rate"],
    num_heads=cfg["n_heads"], qkv_bias=cfg["qkv_bias"],
).to(device)
