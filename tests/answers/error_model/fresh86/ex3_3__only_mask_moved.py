# exercise: ex3_3
# mistake: The learner moves only the mask buffer to the device and leaves the Linear layers where they were; the whole module must be moved with .to(device). [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # the mask is the big tensor (1024 x 1024), move it
    mha.mask = mha.mask.to(device)
    return mha
