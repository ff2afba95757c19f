# exercise: ex3_3
# mistake: Passed the sizes positionally as (768, 768, 768, ...), giving a context length of 768 instead of 1024, so the mask buffer is 768×768 and inputs longer than 768 tokens fail. [cond: only for more than 768 tokens, or when the mask's size is checked]
def ex3_3(MultiHeadAttention, device):
    d = 768
    return MultiHeadAttention(d, d, d, 0.0, 12).to(device)
