# exercise: ex3_3
# mistake: Moves only the mask buffer to the device, leaving the linear layers' weights on the CPU; the whole module must be moved with .to(device). [cond: device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # the mask is the only tensor created inside, the layers follow the input
    mha.mask = mha.mask.to(device)
    return mha
