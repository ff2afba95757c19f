# exercise: ex3_3
# mistake: Only the parameters are moved to the device by hand; the causal mask buffer stays on the CPU. The whole module must be moved with .to(device). [cond: only on a GPU]
def ex3_3(MultiHeadAttention, device):
    m = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # move weights to the target device (avoid copying the big module twice)
    for p in m.parameters():
        p.data = p.data.to(device)
    return m
