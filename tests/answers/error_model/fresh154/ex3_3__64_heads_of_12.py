# exercise: ex3_3
# mistake: The learner swaps the head count and the head size, building 64 heads of 12 features (the parameter count is the same); GPT-2 small has num_heads=12 heads of 64.
def ex3_3(MultiHeadAttention, device):
    head_dim = 12
    num_heads = 768 // head_dim
    model = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=num_heads)
    model = model.to(device)
    return model
