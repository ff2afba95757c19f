# exercise: ex3_3
# mistake: The learner passes 768 as the context length (copying the embedding size), so the causal mask buffer is 768 x 768 and sequences longer than 768 tokens fail; GPT-2 small's context length is 1024 (the parameter count does not show it).
import torch
from torch import nn

GPT2_SMALL = dict(emb_dim=768, n_heads=12, ctx=768, drop=0.0)


def ex3_3(MultiHeadAttention, device):
    c = GPT2_SMALL
    mha = MultiHeadAttention(c["emb_dim"], c["emb_dim"], c["ctx"], c["drop"], num_heads=c["n_heads"])
    print(sum(p.numel() for p in mha.parameters()))  # 2360064
    return mha.to(device)
