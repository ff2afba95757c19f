# exercise: ex3_3
# mistake: Takes dropout 0.1 from the GPT-2 config (attn_pdrop) instead of the requested 0.0.
GPT2_SMALL = {"n_embd": 768, "n_head": 12, "n_ctx": 1024, "attn_pdrop": 0.1}


def ex3_3(MultiHeadAttention, device):
    c = GPT2_SMALL
    mha = MultiHeadAttention(c["n_embd"], c["n_embd"], c["n_ctx"], c["attn_pdrop"], num_heads=c["n_head"])
    return mha.to(device)
