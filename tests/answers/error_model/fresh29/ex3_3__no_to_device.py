# exercise: ex3_3
# mistake: The learner built the module but never moved it with .to(device), so it stays on the CPU when graded on a GPU. [cond: device is not the CPU]
GPT2_SMALL = dict(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(**GPT2_SMALL)
    # parameters are created on the default device
    return mha
