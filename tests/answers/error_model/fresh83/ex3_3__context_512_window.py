# exercise: ex3_3
# mistake: Uses context_length=512 (the window size from a sliding-window model) instead of 1024, so the mask buffer is too small and sequences longer than 512 tokens fail. [cond: visible in the mask size, or for n > 512]
def ex3_3(MultiHeadAttention, device):
    window = 512
    m = MultiHeadAttention(768, 768, window, 0.0, num_heads=12)
    return m.to(device)
