# exercise: ex3_3
# mistake: The learner uses 768 (the embedding size) as the context length, so the module breaks on sequences longer than 768 tokens; GPT-2 small's context length is 1024. [cond: only for inputs longer than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    mha = MultiHeadAttention(emb, emb, emb, 0.0, num_heads=heads, qkv_bias=False)
    return mha.to(device)


if __name__ == "__main__":
    import torch
    from attnlab.modules import MultiHeadAttention
    m = ex3_3(MultiHeadAttention, "cpu")
    total = sum(p.numel() for p in m.parameters())
    assert total == 2_360_064
    assert m.head_dim == 64
    y = m(torch.rand(1, 10, 768))
    assert y.shape == (1, 10, 768)
    print("params", total)
