# exercise: ex3_3
# mistake: Calls .to(device) only on the mask buffer (and throws the result away) instead of on the module, so on a GPU the module's weights and mask stay on the CPU; the module itself must be moved with mha.to(device). [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    mha.mask.to(device)  # the mask is the only thing created with torch.* inside
    return mha
