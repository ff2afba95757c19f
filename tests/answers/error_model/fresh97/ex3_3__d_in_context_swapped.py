# exercise: ex3_3
# mistake: Swaps d_in and context_length (d_in=1024, context_length=768), so the module expects 1024-dimensional inputs and only 768 tokens; d_in must be 768 and the context length 1024.
def ex3_3(MultiHeadAttention, device):
    # (d_in, d_out, context_length, dropout, num_heads)
    model = MultiHeadAttention(1024, 768, 768, 0.0, num_heads=12)
    model.to(device)
    return model
