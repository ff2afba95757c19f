# exercise: ex3_3
# mistake: Treats d_out as the size of one head like in the wrapper and passes d_out=768*12; in MultiHeadAttention d_out is the total size 768.
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 12 个头，每个头 768 维
    tou_shu = 12
    mei_tou = 768
    mha = MultiHeadAttention(768, mei_tou * tou_shu, 1024, 0.0, num_heads=tou_shu)
    return mha.to(device)
