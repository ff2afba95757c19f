# exercise: ex3_3
# mistake: Calls .to(device) on the mask buffer only and throws the result away, so nothing is moved; the whole module must be moved with mha.to(device). [cond: only on a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    mha.mask.to(device)
    return mha
