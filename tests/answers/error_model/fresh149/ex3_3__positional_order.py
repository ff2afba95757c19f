# exercise: ex3_3
# mistake: Passed the positional arguments in the wrong order (context_length first, d_in third), so the module expects 1024-dimensional inputs and has a context length of 768; the order is d_in=768, d_out=768, context_length=1024.
def ex3_3(MultiHeadAttention, device):
    d_in, d_out, ctx, heads = 768, 768, 1024, 12
    m = MultiHeadAttention(ctx, d_out, d_in, 0.0, heads)
    m = m.to(device)
    return m
