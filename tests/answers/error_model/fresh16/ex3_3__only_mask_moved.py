# exercise: ex3_3
# mistake: Only the mask buffer is moved with .to(device) (it caused the device error in forward), the Linear weights stay on the CPU; the whole module must be moved with mha.to(device). [cond: device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    # "Expected all tensors to be on the same device" -> the mask
    mha.mask = mha.mask.to(device)
    return mha
