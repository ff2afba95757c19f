# exercise: ex3_3
# mistake: Uses 768 as the context length too, so the mask is 768 x 768 and the module fails on sequences longer than 768 tokens; GPT-2 small's context length is 1024. [cond: n > 768 or when the mask size is inspected]
def ex3_3(MultiHeadAttention, device):
    EMB = 768
    HEADS = 12
    assert EMB % HEADS == 0
    mha = MultiHeadAttention(EMB, EMB, EMB, 0.0, HEADS)
    return mha.to(device)
