# exercise: ex3_3
# mistake: Keras Dense `use_bias=True` / real-GPT-2 habit: qkv_bias = True, giving 2,362,368 parameters instead of the book's 2,360,064 (3 × 768 extra biases). Right: qkv_bias = False.
def ex3_3(MultiHeadAttention, device):
    cfg = {"emb_dim": 768, "context_length": 1024, "n_heads": 12, "drop_rate": 0.0}
    # Dense layers have a bias (use_bias=True), as in the real GPT-2
    mha = MultiHeadAttention(cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"],
                             cfg["drop_rate"], num_heads=cfg["n_heads"], qkv_bias=True)
    return mha.to(device)
