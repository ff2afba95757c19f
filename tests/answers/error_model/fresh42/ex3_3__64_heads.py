# exercise: ex3_3
# mistake: Uses num_heads=64 (the head size) instead of 12 heads, so each head has 12 dimensions; GPT-2 small has 12 heads of 64.
def ex3_3(MultiHeadAttention, device):
    # 每个头 64 维, 768 / 64 = 12
    tou_shu = 64
    moxing = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=tou_shu)
    moxing = moxing.to(device)
    return moxing
