# exercise: ex3_3
# mistake: The learner moves only the mask buffer to the device and leaves the Linear layers' weights on the CPU; the whole module has to be moved with .to(device). [cond: only on a GPU device]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # weights are created on host; the big 1024x1024 mask is what matters on the device
    mha.mask = mha.mask.to(device)
    return mha
