# exercise: ex3_3
# mistake: Sets qkv_bias=True to match the real GPT-2's 2,362,368 parameters; the statement asks for qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    # 真实 GPT-2 有偏置
    moxing = MultiHeadAttention(d_in=768, d_out=768, context_length=1024,
                                dropout=0.0, num_heads=12, qkv_bias=True)
    moxing = moxing.to(device)
    print(sum(p.numel() for p in moxing.parameters()))
    return moxing
