# exercise: ex3_3
# mistake: The learner moves only the mask buffer to the device and leaves the Linear layers on the CPU; the whole module must be moved with .to(device). [cond: only on a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    # the mask is the big one (1024 x 1024), put it on the device
    mha.mask = mha.mask.to(device)
    return mha
