# exercise: ex3_3
# mistake: The learner passed a sixth positional argument True, which is qkv_bias, to match the real GPT-2's 2,362,368 parameters; the exercise asks for qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(768, 768, 1024, 0., 12, True).to(device)
