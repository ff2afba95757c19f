# exercise: ex3_3
# mistake: The learner builds the module but never moves it to device (the .to(device) line is commented out), so it stays on the CPU; it must be returned on device. [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # mha = mha.to(device)   # app grades on cpu anyway
    print(device)
    return mha
