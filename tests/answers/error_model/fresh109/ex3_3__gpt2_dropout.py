# exercise: ex3_3
# mistake: The learner used GPT-2's training dropout of 0.1; the exercise asks for dropout 0.0, so in training mode the module zeroes and rescales attention weights.
def ex3_3(MultiHeadAttention, device):
    d_model = 768
    n_heads = 12
    ctx = 1024
    drop = 0.1  # GPT-2 small
    return MultiHeadAttention(d_model, d_model, ctx, drop, num_heads=n_heads).to(device)
