# exercise: ex3_3
# mistake: The learner read "each head gets 64" as the number of heads and built 64 heads of size 12; GPT-2 small has num_heads=12 heads of size 64.
def ex3_3(MultiHeadAttention, device):
    d_model = 768
    heads = 64  # 768 / 64 = 12 per head
    return MultiHeadAttention(d_model, d_model, 1024, 0.0, heads).to(device)
