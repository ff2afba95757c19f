# exercise: ex3_3
# mistake: The learner turns on qkv_bias=True so that the parameter count equals the real GPT-2's 2,362,368; the exercise asks for the book's default qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(
        d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12, qkv_bias=True
    )
    return mha.to(device)


if __name__ == "__main__":
    from attnlab.modules import MultiHeadAttention
    m = ex3_3(MultiHeadAttention, "cpu")
    n_params = sum(p.numel() for p in m.parameters())
    assert n_params == 2_362_368, n_params  # GPT-2 attention
    print(n_params, "matches GPT-2")
