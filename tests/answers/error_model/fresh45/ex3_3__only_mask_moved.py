# exercise: ex3_3
# mistake: Moves only the mask buffer to device (mha.mask = mha.mask.to(device)) and leaves every Linear layer on the CPU; the whole module must be moved with mha.to(device). [cond: only when device is a GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    # the mask is the only tensor that is created in __init__ with torch.ones -> move it
    mha.mask = mha.mask.to(device)
    return mha
