# exercise: ex3_3
# mistake: The learner moved only the mask buffer to the device and left the Linear layers' parameters on the CPU; the whole module must be moved with .to(device). [cond: device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # the mask is the tensor used in forward, so it has to be on the device
    mha.mask = mha.mask.to(device)
    return mha
