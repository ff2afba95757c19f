# exercise: ex3_3
# mistake: The learner moves only the mask buffer to the device and leaves the linear layers where they were built; the whole module must be moved with m.to(device). [cond: device is not the CPU]
def ex3_3(MultiHeadAttention, device):
    m = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    m.mask = m.mask.to(device)   # the mask is the only tensor we make ourselves
    return m
