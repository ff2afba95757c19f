# exercise: ex3_3
# mistake: Uses 768 (the embedding size) as the context length, so the mask is 768 x 768 and inputs longer than 768 tokens fail; GPT-2 small has a context length of 1024.
import numpy as np

GPT_CONFIG = {"emb_dim": 768, "n_heads": 12, "drop_rate": 0.0, "qkv_bias": False}


def ex3_3(MultiHeadAttention, device):
    d = GPT_CONFIG["emb_dim"]
    mha = MultiHeadAttention(d, d, d, GPT_CONFIG["drop_rate"], num_heads=GPT_CONFIG["n_heads"],
                             qkv_bias=GPT_CONFIG["qkv_bias"])
    print(np.sum([p.numel() for p in mha.parameters()]))
    return mha.to(device)
