# exercise: ex3_3
# mistake: Passed 768 (d_model) as context_length instead of 1024, so the mask is 768x768 and inputs longer than 768 tokens fail. [cond: more than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    d_model = 768
    return MultiHeadAttention(d_model, d_model, d_model, 0.0, num_heads=12).to(device)
