# exercise: ex3_3
# mistake: Moves only the mask buffer to the device and leaves the Linear layers on the CPU, so the module is split across devices; the whole module must be moved with .to(device). [cond: device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # the layers are created by torch, the mask is the only tensor we make ourselves
    mha.mask = mha.mask.to(device)
    return mha
