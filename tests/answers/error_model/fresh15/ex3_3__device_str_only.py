# exercise: ex3_3
# mistake: Normalises the device argument but only accepts strings; a torch.device object (e.g. torch.device("cuda")) silently falls back to "cpu", so the module is not on the requested device.
def ex3_3(MultiHeadAttention, device):
    if isinstance(device, str) and device:
        target = device
    else:
        target = "cpu"  # default for None / unexpected values
    mha = MultiHeadAttention(768, 768, 1024, 0.0, 12, qkv_bias=False)
    return mha.to(target)
