# exercise: ex3_3
# mistake: The learner used GPT-2's real attention dropout 0.1 instead of the requested 0.0, so in training mode the module randomly drops attention weights and its outputs differ.
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small config: n_embd=768, n_head=12, n_ctx=1024, attn_pdrop=0.1
    cfg = {"n_embd": 768, "n_head": 12, "n_ctx": 1024, "attn_pdrop": 0.1}
    mha = MultiHeadAttention(cfg["n_embd"], cfg["n_embd"], cfg["n_ctx"], cfg["attn_pdrop"], cfg["n_head"])
    return mha.to(device)
