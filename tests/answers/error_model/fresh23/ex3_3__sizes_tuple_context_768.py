# exercise: ex3_3
# mistake: Wrote the sizes as *(768,) * 3, which also sets the context length to 768 instead of 1024, so the causal mask is 768x768 and the module fails on longer inputs. [cond: more than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: d_in = d_out = 768, 12 heads, no dropout
    return MultiHeadAttention(*(768,) * 3, 0.0, 12).to(device)
