# exercise: ex3_3
# mistake: The learner swaps the number of heads and the head size and builds 64 heads of 12 features instead of 12 heads of 64; num_heads must be 12.
def ex3_3(MultiHeadAttention, device):
    d_model = 768
    head_dim = 12            # GPT-2 small: 12
    num_heads = d_model // head_dim
    return MultiHeadAttention(d_model, d_model, 1024, 0.0, num_heads=num_heads).to(device)
