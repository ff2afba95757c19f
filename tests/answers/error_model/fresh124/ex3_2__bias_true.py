# exercise: ex3_2
# mistake: The learner builds the wrapper with qkv_bias=True; the output shape is right but the book's query, key and value layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    # 2 heads x 1 dim each = 2 dims out
    mha = MultiHeadAttentionWrapper(
        d_in=3, d_out=1, context_length=6, dropout=0.0, num_heads=2, qkv_bias=True
    )
    return mha


if __name__ == "__main__":
    import torch
    from attnlab.modules import MultiHeadAttentionWrapper
    torch.manual_seed(123)
    batch = torch.rand(2, 6, 3)
    out = ex3_2(MultiHeadAttentionWrapper)(batch)
    assert out.shape == (2, 6, 2), out.shape
    print(out.shape)
