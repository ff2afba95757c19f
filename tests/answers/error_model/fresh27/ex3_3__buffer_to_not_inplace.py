# exercise: ex3_3
# mistake: Called .to(device) on the mask buffer only and discarded the result (Tensor.to is not in place), so the module stays on the CPU; the whole module must be moved: MultiHeadAttention(...).to(device). [cond: device is not the CPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    # the mask is the only big tensor that is not a parameter
    mha.mask.to(device)
    return mha
