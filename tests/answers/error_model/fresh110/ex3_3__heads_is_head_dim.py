# exercise: ex3_3
# mistake: The learner mixed up the number of heads with the head size and passed num_heads=64 (12 heads of 64 -> 64 heads of 12); GPT-2 small has num_heads=12, head_dim 64.
def ex3_3(MultiHeadAttention, device):
    # 768 = 12 x 64
    return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=64).to(device)
