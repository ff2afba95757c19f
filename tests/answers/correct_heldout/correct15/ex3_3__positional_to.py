# exercise: ex3_3
# style: positional arguments exactly as in the book's signature, then .to(device).
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, 12, qkv_bias=False)
    return mha.to(device)
