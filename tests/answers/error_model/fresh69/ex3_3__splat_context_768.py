# exercise: ex3_3
# mistake: The learner wrote *[768]*3 for the first three arguments, which also sets context_length to 768; it must be 1024. [cond: shows in the mask buffer's size and for sequences longer than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(*[768] * 3, 0.0, num_heads=12).to(device)
