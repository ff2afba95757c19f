# exercise: ex3_3
# mistake: The learner treated d_out as the size of one head (as in the wrapper) and passed 768 * 12; in MultiHeadAttention d_out is the total size, 768.
def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(768, 768 * (h := 12), 1024, 0.0, num_heads=h).to(device)
