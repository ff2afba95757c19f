# exercise: ex3_3
# mistake: The learner passed num_heads=64 (reading 'each head gets 64'), giving 64 heads of 12 features; GPT-2 small has num_heads=12 heads of 64 features.
def ex3_3(MultiHeadAttention, device):
    d = 768
    head_size = 64
    return MultiHeadAttention(d, d, 1024, 0.0, num_heads=head_size).to(device)
