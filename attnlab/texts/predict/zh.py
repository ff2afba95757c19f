"""What every prediction shares (widgets, verdicts, yes and no; what each lesson asks is in its own
folder) in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "predict.title": "先预测",
    "lesson.exercises": "**练习本课内容**（在“练习”标签页中）：\n{items}",
    "predict.choice": "你的预测",
    "predict.check": "检查我的预测",
    "predict.reveal": "显示答案",
    "predict.answer_box": "讲解与图",
    "predict.none": "这一步没有预测题：请直接看下面的讲解。",
    "predict.ask": "**先预测。** {prompt} 选一个答案并检查；之后下面的讲解会展开。",
    "predict.pick_first": "请先选一个答案。",
    "predict.right": "**答对了：{answer}。**",
    "predict.wrong": "**不太对：你选的是 {guess}，答案是 {answer}。**",
    "predict.revealed": "**答案：{answer}。**",
    "predict.ties_equal": "按数值判定：数值与答案完全相等的选项都算对，所以这里有 {count} 个选项都正确（{answer}）。",
    "predict.ties": "按数值判定：与答案相差不超过 {tol}（float32 的舍入误差）的选项都算对，所以这里有 {count} 个选项都正确（{answer}）。",
    "predict.runner_up": "其次是“{runner}”，权重 {runner_w}：更小，只是保留 4 位小数时两者会显示成一样。",
    "predict.yes": "是",
    "predict.no": "否",
}
