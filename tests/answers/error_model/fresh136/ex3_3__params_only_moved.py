# exercise: ex3_3
# mistake: Moved only the parameters to device by reassigning p.data, leaving the mask buffer on the CPU, so forward fails on a GPU; .to(device) on the module moves buffers too. [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    any(map(lambda p: setattr(p, "data", p.data.to(device)), mha.parameters()))
    return mha
