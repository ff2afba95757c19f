# exercise: ex3_2
# mistake: The learner gets the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2); the exercise asks for num_heads=2 heads of size 1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    context_length = 6
    num_heads = 1
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=num_heads)


if __name__ == "__main__":
    import torch
    from attnlab.modules import MultiHeadAttentionWrapper
    torch.manual_seed(123)
    x = torch.rand(2, 6, 3)
    y = ex3_2(MultiHeadAttentionWrapper)(x)
    assert y.shape == (2, 6, 2)
    print("shape", y.shape)
